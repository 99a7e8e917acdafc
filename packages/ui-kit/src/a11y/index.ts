export { LiveAnnouncer, useAnnounce, type Announce } from './live-announcer';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link';
export { visuallyHidden } from './visually-hidden';
