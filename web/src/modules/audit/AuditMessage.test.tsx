import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AuditList } from './AuditLogPanel';
import { messageParts, shortHash } from './AuditMessage';

const HASH = '3f2a9c1d5e6b7a8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c7b0e';
const OTHER = 'a'.repeat(60) + 'beef';

describe('audit messages', () => {
  it('finds every 64-hex hash and leaves other text (and longer hex runs) alone', () => {
    expect(messageParts(`Imported 2 invoices, SHA-256 ${HASH}, then ${OTHER}.`)).toEqual([
      { text: 'Imported 2 invoices, SHA-256 ', hash: false },
      { text: HASH, hash: true },
      { text: ', then ', hash: false },
      { text: OTHER, hash: true },
      { text: '.', hash: false },
    ]);
    expect(messageParts(`id ${'f'.repeat(65)}`)).toEqual([{ text: `id ${'f'.repeat(65)}`, hash: false }]);
    expect(messageParts('Sent invoice INV-0001')).toEqual([{ text: 'Sent invoice INV-0001', hash: false }]);
    expect(shortHash(HASH)).toBe('3f2a9c1d…7b0e');
  });

  it('shows a hash shortened, and its Copy hash button copies it whole and says Copied politely', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    // jsdom has no clipboard: this is the browser's API, not ours.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      render(
        <AuditList
          events={[
            {
              id: '1',
              createdAt: '2026-11-23T10:00:00Z',
              message: `Downloaded the CSV file of import 4 (2 rows, SHA-256 ${HASH})`,
              actor: 'aroha@accounts.co.nz',
            },
          ]}
        />,
      );
      const item = screen.getByRole('listitem');
      expect(item).toHaveTextContent('Downloaded the CSV file of import 4 (2 rows, SHA-256 3f2a9c1d…7b0e');
      expect(item.textContent).not.toContain(HASH);
      // Who did it: a business has several people, and the system acts too.
      expect(item).toHaveTextContent('by aroha@accounts.co.nz');
      const status = within(item).getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent('');
      const button = within(item).getByRole('button', { name: 'Copy hash' });
      expect(button).toHaveAttribute('data-hash', HASH);
      await act(async () => {
        fireEvent.click(button);
      });
      expect(writeText).toHaveBeenCalledWith(HASH);
      expect(status).toHaveTextContent('Copied');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says so when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    try {
      render(<AuditList events={[{ id: '1', createdAt: '2026-11-23T10:00:00Z', message: `SHA-256 ${HASH}`, actor: 'system' }]} />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy hash' }));
      });
      expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
