import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { sliderShowsArrows } from '@studio/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import classes from './slider.module.css';

type SliderProps = {
  title: string;
  /** How many slides: category and chip sliders under 5 hide their arrows (spec M2). */
  count: number;
  kind?: 'category' | 'chip' | 'other';
  /** Width of one slide in px, or `auto` for slides as wide as their content (chips). */
  slideWidth?: number | 'auto';
  children: ReactNode;
};

/** One horizontal section of a library page: its heading, the arrows and the row of slides. */
export const Slider = ({ title, count, kind = 'other', slideWidth = 220, children }: SliderProps) => {
  const t = useT();
  const headingId = useId();
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const node = row.current;
    if (!node) return;
    setEdges({
      start: node.scrollLeft <= 0,
      end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // The row's CSS decides whether the step glides: smoothly, but not for reduced motion.
  const scroll = (direction: 1 | -1) => {
    const node = row.current;
    node?.scrollBy?.({
      left: direction * Math.max(node.clientWidth * 0.8, slideWidth === 'auto' ? 0 : slideWidth),
    });
  };
  const arrows = sliderShowsArrows(count, kind);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {arrows ? (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('sign.ui.scrollBack', { title })}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('sign.ui.scrollForward', { title })}
              disabled={edges.end}
              onClick={() => scroll(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <ul
        ref={row}
        // Focusable so a keyboard can scroll it even when no tile is a link (upcoming lives).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby={headingId}
        className={classes.row}
        onScroll={measure}
        style={{ '--slide-width': slideWidth === 'auto' ? 'auto' : `${slideWidth}px` } as CSSProperties}
      >
        {children}
      </ul>
    </Box>
  );
};

/** One slide of a `Slider`. */
export const Slide = ({ children }: { children: ReactNode }) => <li className={classes.slide}>{children}</li>;
