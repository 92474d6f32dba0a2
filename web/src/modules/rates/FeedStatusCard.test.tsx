import { render, screen } from '@testing-library/react';
import { FeedStatusCard } from './FeedStatusCard';

const run = (over: Record<string, unknown>) => ({
  startedAt: '2026-06-15T08:59:58.000Z',
  finishedAt: '2026-06-15T09:00:00.000Z',
  ok: true,
  feedDate: '2026-06-12',
  recorded: 21,
  currencies: ['USD', 'EUR'],
  missing: ['TWD'],
  error: null,
  ...over,
});

describe('FeedStatusCard', () => {
  it('shows a failing feed: the status, the reason, and the last success whose rates stay', () => {
    render(
      <FeedStatusCard
        status={{
          configured: true,
          url: 'https://api.frankfurter.dev/v1/latest?base=NZD',
          intervalSeconds: 3600,
          failing: true,
          message:
            'The rate feed failed at 2026-06-15T10:00:00.000Z: the feed answered HTTP 500; the rates of 2026-06-12 from 2026-06-15T09:00:00.000Z stay in use.',
          lastRun: run({ ok: false, error: 'the feed answered HTTP 500', feedDate: null }),
          lastSuccess: run({}),
          lastFailure: run({ ok: false, error: 'the feed answered HTTP 500', feedDate: null, finishedAt: '2026-06-15T10:00:00.000Z' }),
        }}
      />,
    );
    expect(screen.getByText('Failing')).toBeTruthy();
    // In the owner's format, not the api's UTC ISO text (issue 26).
    expect(screen.getByRole('status').textContent).toMatch(
      /^The rate feed failed at 15 Jun 2026.*: the feed answered HTTP 500; the rates of 12 Jun 2026 from 15 Jun 2026.* stay in use\.$/,
    );
    expect(screen.getByRole('status').textContent).not.toMatch(/T\d{2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('feed-last-failure').textContent).toMatch(/: the feed answered HTTP 500$/);
    expect(screen.getByTestId('feed-last-success').textContent).toMatch(/rates of 12 Jun 2026, 2 currencies \(not carried: TWD\)$/);
    expect(screen.getByText('https://api.frankfurter.dev/v1/latest?base=NZD')).toBeTruthy();
    expect(screen.getByText('every 60 minutes')).toBeTruthy();
  });

  it('shows a feed turned off, with nothing run', () => {
    render(
      <FeedStatusCard
        status={{
          configured: false,
          url: null,
          intervalSeconds: 3600,
          failing: false,
          message: 'The rate feed is off (RATES_FEED_URL=off): built-in and recorded rates are used.',
          lastRun: null,
          lastSuccess: null,
          lastFailure: null,
        }}
      />,
    );
    expect(screen.getByText('Off')).toBeTruthy();
    expect(screen.getByText('None: the feed is turned off on this server')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The rate feed is off on this server: built-in and recorded rates are used.');
    expect(screen.getByTestId('feed-last-success').textContent).toBe('Never');
    expect(screen.getByTestId('feed-last-failure').textContent).toBe('None');
  });
});
