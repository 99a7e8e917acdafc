export { RemoteApp } from './components/remote-app';
export { preloadRemoteApp, registerPlanRemotes } from './api/remote-registry';
