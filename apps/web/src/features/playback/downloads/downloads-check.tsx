import { useEffect } from 'react';
import { isOffline } from '../../../lib/network-status';
import { useMe } from '../../accounts';
import { confirmDownloads, expireDownloads } from './downloads-store';

/**
 * Keeps downloads to what the member may watch (issue 36), mounted with the member pages: an
 * answer about them read online says whether premium lasts (downloads confirmed) or ended (all
 * deleted); any that no check confirmed for DOWNLOAD_CHECK_DAYS go, online or not.
 */
export const DownloadsCheck = () => {
  const { data: me, dataUpdatedAt } = useMe();
  useEffect(() => {
    void expireDownloads().catch(() => {});
  }, []);
  useEffect(() => {
    // A kept answer (the worker's, offline) is no check: the network must have answered.
    if (me && dataUpdatedAt > 0 && !isOffline()) void confirmDownloads(me.premium).catch(() => {});
  }, [me, dataUpdatedAt]);
  return null;
};
