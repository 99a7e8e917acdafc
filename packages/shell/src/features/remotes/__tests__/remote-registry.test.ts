import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteApp,
  loadRemoteAppOnce,
  preloadRemoteApp,
  registerPlanRemotes,
  REMOTE_RETRY_DELAYS,
} from '../api/remote-registry';

// The federation runtime is the network boundary of a remote load; it is faked here, our code is not.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const App = () => null;
const MANIFESTS = { outbound: 'http://o.test/mf-manifest.json', inbound: 'http://i.test/mf-manifest.json' };

beforeEach(() => {
  jest.clearAllMocks();
  registerPlanRemotes(MANIFESTS);
});

describe('loadRemoteApp', () => {
  it('registers both remotes without fetching anything, and the plugin that uses what the login fetched', () => {
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'aide-sign-in-handover' }),
    ]);
    expect(register).toHaveBeenCalledWith(
      [
        { name: 'outbound', entry: MANIFESTS.outbound },
        { name: 'inbound', entry: MANIFESTS.inbound },
      ],
      { force: true },
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('retries a failed load, registering the remote again so the runtime refetches it', async () => {
    load
      .mockRejectedValueOnce(new Error('404'))
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValue({ default: App });
    await expect(loadRemoteApp('outbound', [0, 0, 0])).resolves.toEqual({ default: App });
    expect(load).toHaveBeenCalledTimes(3);
    expect(register).toHaveBeenLastCalledWith([{ name: 'outbound', entry: MANIFESTS.outbound }], {
      force: true,
    });
  });

  it('gives up after the last retry with the last error', async () => {
    load.mockRejectedValue(new Error('server down'));
    await expect(loadRemoteApp('inbound', [0, 0])).rejects.toThrow('server down');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('refuses a module without an App', async () => {
    load.mockResolvedValue({});
    await expect(loadRemoteApp('outbound', [])).rejects.toThrow('The outbound module did not provide an App');
  });
});

describe('loadRemoteAppOnce', () => {
  it('lets the route take over the load the sign-in started: the remote is fetched once', async () => {
    let finish: (module: { default: typeof App }) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    preloadRemoteApp('inbound');
    const forRoute = loadRemoteAppOnce('inbound');
    finish({ default: App });
    await expect(forRoute).resolves.toEqual({ default: App });
    await expect(loadRemoteAppOnce('inbound')).resolves.toEqual({ default: App });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('inbound/App');
  });

  it('forgets a failed load, so Retry fetches the remote again', async () => {
    jest.useFakeTimers();
    load.mockRejectedValue(new Error('server down'));
    preloadRemoteApp('outbound');
    const failed = expect(loadRemoteAppOnce('outbound')).rejects.toThrow('server down');
    await jest.advanceTimersByTimeAsync(REMOTE_RETRY_DELAYS.reduce((sum, ms) => sum + ms, 0));
    await failed;
    jest.useRealTimers();
    load.mockReset();
    load.mockResolvedValue({ default: App });
    await expect(loadRemoteAppOnce('outbound')).resolves.toEqual({ default: App });
  });
});
