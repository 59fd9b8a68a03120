// Lets non-React code (the session module, the API client's 401 handling) navigate through the
// router instead of reloading the page. The router registers itself at start.

type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
