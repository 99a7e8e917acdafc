/**
 * How long a list's load may run before its rows are covered by the spinner, which also stops their clicks. A
 * search asked as the pointer goes down on a row (leaving the search box asks at once) covered the row before
 * the button came up, and the click was lost; a quick page no longer flashes either.
 */
export const LOADING_SPINNER_DELAY_MS = 300;
