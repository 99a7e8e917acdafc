import { startStandaloneRemote } from '@aide/shared-auth';
import App from './exposes/app';

void startStandaloneRemote('Platform console', App, document.getElementById('root')!);
