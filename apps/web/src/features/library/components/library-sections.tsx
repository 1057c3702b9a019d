import type { ContinueWatchingItem, Item, Library } from '@studio/shared';
import { Slide, Slider } from '../../../components/ui/slider';
import { useT } from '../../../lib/i18n';
import type { SaveSlot } from '../save-slot';
import { ItemCard } from './item-card';
import { ListTile, TrainerTile } from './list-tile';

/** A row of item cards under a title; nothing when there are none. */
export const ItemSlider = ({
  title,
  items,
  storeId,
  save,
}: {
  title: string;
  items: (Item | ContinueWatchingItem)[];
  storeId: string;
  /** The cards' save button (see SaveSlot). */
  save: SaveSlot;
}) =>
  items.length > 0 ? (
    <Slider title={title} count={items.length}>
      {items.map((item) => (
        <Slide key={`${item.kind}-${item.id}`}>
          <ItemCard item={item} storeId={storeId} save={save} />
        </Slide>
      ))}
    </Slider>
  ) : null;

/** Whether the library has anything to show at all. */
export const libraryIsEmpty = (library: Library): boolean =>
  library.categories.length +
    library.upcoming_lives.length +
    library.picks_for_you.length +
    library.curated_lists.length +
    library.latest.length +
    library.recently_watched.length +
    library.continue_watching.length +
    library.trainers.length ===
  0;

/** The store page's sections in the order of spec M2; an empty section is left out. */
export const LibrarySections = ({ library, save }: { library: Library; save: SaveSlot }) => {
  const t = useT();
  const storeId = library.store_id;
  return (
    <>
      {library.categories.length > 0 ? (
        <Slider
          title={t('library.section.categories')}
          count={library.categories.length}
          kind="category"
          slideWidth={180}
        >
          {library.categories.map((list) => (
            <Slide key={list.id}>
              <ListTile list={list} storeId={storeId} variant="category" />
            </Slide>
          ))}
        </Slider>
      ) : null}
      {/* Where the member stopped, newest first (issue 19): the first thing to pick up again. */}
      <ItemSlider
        title={t('library.section.continueWatching')}
        items={library.continue_watching}
        storeId={storeId}
        save={save}
      />
      <ItemSlider
        title={t('library.section.upcomingLives')}
        items={library.upcoming_lives}
        storeId={storeId}
        save={save}
      />
      <ItemSlider
        title={t('library.section.picksForYou')}
        items={library.picks_for_you}
        storeId={storeId}
        save={save}
      />
      {library.curated_lists.length > 0 ? (
        <Slider
          title={t('library.section.curatedLists')}
          count={library.curated_lists.length}
          slideWidth={280}
        >
          {library.curated_lists.map((list) => (
            <Slide key={list.id}>
              <ListTile list={list} storeId={storeId} variant="curated" />
            </Slide>
          ))}
        </Slider>
      ) : null}
      <ItemSlider title={t('library.section.latest')} items={library.latest} storeId={storeId} save={save} />
      <ItemSlider
        title={t('library.section.recentlyWatched')}
        items={library.recently_watched}
        storeId={storeId}
        save={save}
      />
      {library.trainers.length > 0 ? (
        <Slider title={t('library.section.trainers')} count={library.trainers.length} slideWidth={140}>
          {library.trainers.map((trainer) => (
            <Slide key={trainer.id}>
              <TrainerTile trainer={trainer} />
            </Slide>
          ))}
        </Slider>
      ) : null}
    </>
  );
};
