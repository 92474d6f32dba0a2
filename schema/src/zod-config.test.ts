import { config } from 'zod';
import { parseWithoutEval } from './zod-config';

type Commands = typeof import('./auth-commands');

/** Counts `new Function(...)` while `run` builds and parses a command in a fresh module registry. */
function functionsCompiled(run: (commands: Commands) => void): number {
  const original = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      compiled += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    jest.isolateModules(() => run(jest.requireActual<Commands>('./auth-commands')));
  } finally {
    globalThis.Function = original;
  }
  return compiled;
}

const signIn = (commands: Commands): void => {
  const checked = commands.CREDENTIALS.form.parse({ email: 'ana@example.co.nz', password: 'secret-1' }, undefined);
  expect(checked.ok).toBe(true);
};

describe('parseWithoutEval (the web under its CSP)', () => {
  afterEach(() => config({ jitless: false }));

  it('zod compiles object parsers with new Function unless told not to (the probe a CSP reports)', () => {
    config({ jitless: false });
    expect(functionsCompiled(signIn)).toBeGreaterThan(0);
  });

  it('builds and parses the commands without compiling any code once called', () => {
    parseWithoutEval();
    expect(functionsCompiled(signIn)).toBe(0);
  });
});
