import 'reflect-metadata';

// Dates in tests are injected; the process zone is pinned so nothing depends on the machine's.
process.env.TZ = 'UTC';
