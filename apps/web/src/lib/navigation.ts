/**
 * Navigation for code outside React (the error handler): the app registers the router's own
 * `navigate` at start; before that, or without a router, a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export const setNavigator = (navigate: Navigate): void => {
  navigator = navigate;
};

export const navigateTo = (to: string): void => navigator(to);
