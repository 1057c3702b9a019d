import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { useMeasurements } from '../api/get-measurements';
import { newestFirst } from '../measure-words';
import { MeasurementDetail } from './measurement-detail';
import { MeasurementList } from './measurement-list';
import { MeasurementsSkeleton } from './measurements-skeleton';

/** The list of sets, or the one the member selected (spec M2). */
export const MeasurementSets = ({ userId }: { userId: number }) => {
  const t = useT();
  const measurements = useMeasurements();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [leftId, setLeftId] = useState<number | null>(null);

  if (!measurements.data) {
    if (!measurements.isError) return <MeasurementsSkeleton />;
    return (
      <LoadError
        what={t('profile.measurements.loadWhat')}
        onRetry={() => measurements.refetch()}
        retrying={measurements.isFetching}
      />
    );
  }

  const sets = newestFirst(measurements.data);
  const oldest = sets.at(-1);
  // A deleted set leaves the detail for the list.
  const selected = sets.find((set) => set.id === selectedId);
  if (selected && oldest)
    return (
      <MeasurementDetail
        set={selected}
        oldest={oldest}
        userId={userId}
        onBack={() => {
          setLeftId(selected.id);
          setSelectedId(null);
        }}
      />
    );
  return (
    <MeasurementList
      sets={sets}
      userId={userId}
      focusId={leftId}
      onSelect={(id) => {
        setSelectedId(id);
        window.scrollTo(0, 0);
      }}
    />
  );
};
