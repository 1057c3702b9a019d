import { Group, Text, Title } from '@mantine/core';
import { BANNER_HEIGHT, type Program } from '@studio/shared';
import type { ReactNode } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { priceText } from '../program-words';
import classes from './program-banner.module.css';
import { ProgramStateBadge } from './program-state-badge';

type ProgramBannerProps = { program: Program; children?: ReactNode };

/** The head of a program's page (spec M2): its image, title and description, 436 px high (M9). */
export const ProgramBanner = ({ program, children }: ProgramBannerProps) => {
  const t = useT();
  const display = useDisplay();
  return (
    <div
      className={classes.banner}
      data-testid="program-banner"
      style={{
        minHeight: BANNER_HEIGHT.details,
        backgroundImage: program.banner_url ? `url("${program.banner_url}")` : undefined,
      }}
    >
      <div className={classes.content}>
        <Group gap="xs" mb="xs">
          <Text fw={600} c="gray.1">
            {t('programs.weeks', { count: program.duration })} · {priceText(program.price, display)}
          </Text>
          <ProgramStateBadge program={program} />
        </Group>
        <Title order={1} c="white">
          {program.title}
        </Title>
        {program.description ? (
          <Text mt="xs" c="gray.1" style={{ whiteSpace: 'pre-line' }}>
            {program.description}
          </Text>
        ) : null}
        {children}
      </div>
    </div>
  );
};
