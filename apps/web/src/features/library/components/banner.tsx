import { Spoiler, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import classes from './banner.module.css';

type BannerProps = {
  title: string;
  text: string;
  image: string | null;
  titleImage?: string | null;
  height: number;
  children?: ReactNode;
};

/** The bio shows four lines; a longer one has "Read more" to open the rest (issue 14). */
const TEXT_LINE_PX = 24;
const TEXT_LINES = 4;

/**
 * The head of a store or list page: its artwork, and beside it (below it on a phone) the title,
 * the page's heading, and the text, in a panel of their own. Artwork often carries its own title
 * (a trainer's name): nothing is drawn over it (issue 14).
 */
export const Banner = ({ title, text, image, titleImage, height, children }: BannerProps) => {
  const t = useT();
  return (
    <div
      className={image ? `${classes.banner} ${classes.withArt}` : classes.banner}
      style={{ '--banner-art-height': `${Math.round(height * 0.6)}px` } as CSSProperties}
    >
      {image ? (
        <div className={classes.art} style={{ backgroundImage: `url("${image}")` }} aria-hidden />
      ) : null}
      <div className={classes.content}>
        {titleImage ? <img src={titleImage} alt="" className={classes.titleImage} /> : null}
        <Title order={1} c="white">
          {title}
        </Title>
        {text ? (
          // Spoiler measures the text: the toggle shows only when it is longer than four lines.
          <Spoiler
            mt="xs"
            maxHeight={TEXT_LINES * TEXT_LINE_PX}
            showLabel={t('library.banner.readMore')}
            hideLabel={t('library.banner.showLess')}
            classNames={{ control: classes.more }}
          >
            <Text c="gray.1" lh={`${TEXT_LINE_PX}px`}>
              {text}
            </Text>
          </Spoiler>
        ) : null}
        {children}
      </div>
    </div>
  );
};
