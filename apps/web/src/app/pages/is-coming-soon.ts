/** `?soon=1` turns the not-found page into the coming-soon page (spec A2); the layout hides the header. */
export const isComingSoon = (search: URLSearchParams): boolean => search.get('soon') === '1';
