/** The playback feature's public surface: the library (and later home and programs) play through it. */

export { ResumablePlayer } from './components/lazy-resumable-player';
export { PlayAction } from './components/play-action';
export { DownloadControl, WeekDownload } from './downloads/download-control';
