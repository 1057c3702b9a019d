/** The library feature's public surface (issue 4). */

export { DEMO_CATALOG_FILE, importDemoCatalogIfEmpty } from './catalog/demo-catalog';
export { CATALOG_FILE, CatalogExportError, exportCatalog, readCatalog } from './catalog/export-catalog';
export { importCatalogFile } from './catalog/import-catalog';
export { CatalogError } from './catalog/parse-catalog';
export { type ContinueWatchingRow, continueWatchingJson, continueWatchingRows } from './continue-watching';
export { freeSampleGrant } from './free-samples';
export { type ItemRow, isOpenKind, itemFields, itemJson, itemRows } from './item-query';
export { removeFromLists } from './list-membership';
export {
  cancelLive,
  createLive,
  itemOfStream,
  LIVE_MEDIA_PREFIX,
  type LiveEngine,
  listLives,
  presentLive,
  resetStreamKey,
  trainerChoices,
  updateLive,
} from './live-classes';
export { findItem } from './load-item';
export { libraryMemberExtension } from './member-extension';
export {
  canWatchItem,
  mediaUrl,
  type Presenter,
  presentContinueWatching,
  presentItem,
  type WatchAccess,
} from './present';
export {
  fitRunningRentals,
  type ProgramStanding,
  programStanding,
  programStandings,
  programWeekItems,
  weeksChangeFault,
  weeksInUse,
} from './program-weeks';
export { libraryRoutes } from './routes';
export {
  addFilterOption,
  createFilterGroup,
  findFilterGroup,
  itemFilters,
  listFilterGroups,
  orderFilterGroups,
  orderFilterOptions,
  removeFilterOption,
  setFilterGroupHidden,
  setItemFilters,
  updateFilterGroup,
  updateFilterOption,
} from './studio-filters';
export {
  createList,
  findList,
  listLists,
  orderLists,
  setListHidden,
  setListImage,
  setListItems,
  updateList,
} from './studio-lists';
export {
  createPhrase,
  findPhrase,
  listPhrases,
  orderPhrases,
  removePhrase,
  updatePhrase,
} from './studio-phrases';
export {
  createTrainer,
  findTrainer,
  keyFrom,
  listTrainers,
  orderTrainers,
  setTrainerHidden,
  setTrainerImage,
  updateTrainer,
} from './studio-trainers';
export {
  createWorkout,
  findWorkout,
  listWorkouts,
  newUploadName,
  putCaption,
  recordUpload,
  removeCaption,
  retryUpload,
  setWorkoutHidden,
  updateWorkout,
  uploadFolder,
} from './studio-workouts';
export { queueTrailer, TRAILER_SWEEP, trailerHandlers } from './trailers';
export { VIDEO_TRANSCODE, videoTranscodeHandler } from './video-transcode';
export { type WatchGrant, watchPresenter } from './watch-access';
