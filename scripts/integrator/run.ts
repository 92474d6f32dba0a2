/** `node -r @swc-node/register scripts/integrator/run.ts <base url> <token>`: runs the flow, prints its result as JSON. */
import { integratorFlow } from './flow';

const [baseUrl, token] = process.argv.slice(2);
if (!baseUrl || !token) throw new Error('usage: run.ts <base url> <token>');
integratorFlow(baseUrl, token).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
