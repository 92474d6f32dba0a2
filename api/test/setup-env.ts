import 'reflect-metadata';

// Dates in tests are injected; the process zone is pinned so nothing depends on the machine's.
process.env.TZ = 'UTC';
// The rate feed is on by default; no test reaches the internet (feed tests use a local server).
process.env.RATES_FEED_URL = 'off';
