import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, registerPlanRemotes } from '../api/remote-registry';

// The federation runtime is the network boundary of a remote load; it is faked here, our code is not.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
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
  it('registers both remotes without fetching anything', () => {
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
