import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './banner.module.css';

type BannerProps = {
  title: string;
  text: string;
  image: string | null;
  titleImage?: string | null;
  height: number;
  children?: ReactNode;
};

/** The picture-backed head of a store or list page, its title being the page's heading. */
export const Banner = ({ title, text, image, titleImage, height, children }: BannerProps) => (
  <div
    className={classes.banner}
    style={{ minHeight: height, backgroundImage: image ? `url("${image}")` : undefined }}
  >
    <div className={classes.content}>
      {titleImage ? <img src={titleImage} alt="" className={classes.titleImage} /> : null}
      <Title order={1} c="white">
        {title}
      </Title>
      {text ? (
        <Text mt="xs" c="gray.1" lineClamp={4}>
          {text}
        </Text>
      ) : null}
      {children}
    </div>
  </div>
);
