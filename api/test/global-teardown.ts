export default async function globalTeardown(): Promise<void> {
  await globalThis.__KEAFX_TEARDOWN__?.();
}
