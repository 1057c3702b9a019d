import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';

/** A query the page waits on: its answer, its failure and a retry (TanStack Query's result fits). */
type Load = {
  /** What failed, as LoadError words it: "The trainer". */
  what: string;
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
};

type DetailShellProps<T> = {
  /** The page one level up: its path and name ("Trainers"). */
  back: { to: string; label: string };
  /** What the page loads; the first that failed with nothing to show says so, with a retry. */
  loads: Load[];
  /** The page's subject once loaded; undefined while it loads or when it is not there. */
  item: T | undefined;
  /** Said when everything loaded without the subject ("No trainer has this ID."). */
  missing?: string;
  /** Shown while the page loads. */
  loading?: ReactNode;
  maw?: number;
  children: (item: T) => ReactNode;
};

/** One thing's page in the console: the link back, then its load error, its absence or its content. */
export const DetailShell = <T,>({
  back,
  loads,
  item,
  missing,
  loading = null,
  maw = 880,
  children,
}: DetailShellProps<T>) => {
  const failed = loads.find(({ query }) => query.isError && query.data === undefined);
  return (
    <Stack gap="lg" maw={maw}>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      {failed ? (
        <LoadError
          what={failed.what}
          onRetry={() => failed.query.refetch()}
          retrying={failed.query.isFetching}
        />
      ) : item !== undefined ? (
        children(item)
      ) : missing && loads.every(({ query }) => query.data !== undefined) ? (
        <Text>{missing}</Text>
      ) : (
        loading
      )}
    </Stack>
  );
};
