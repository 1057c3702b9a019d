import dayjs from 'dayjs';

/** Spec M2: "member since" shows the month and a two-digit year, e.g. "Nov 26". */
export const MEMBER_SINCE_FORMAT = 'MMM YY';

export const formatMemberSince = (createdAt: string): string => dayjs(createdAt).format(MEMBER_SINCE_FORMAT);
