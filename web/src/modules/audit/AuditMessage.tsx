import { useEffect, useRef, useState } from 'react';
import './audit.css';

/** A SHA-256 in hex, as audit messages quote a file's digest ("SHA-256 3f2a…"). */
const HASH = /\b[0-9a-f]{64}\b/gi;

/** "3f2a9c1d…7b0e": the first 8 and last 4 characters, enough to tell hashes apart by eye. */
export function shortHash(hash: string): string {
  return `${hash.slice(0, 8)}…${hash.slice(-4)}`;
}

/** Splits a message into its text and the 64-hex hashes in it, in order. */
export function messageParts(text: string): { text: string; hash: boolean }[] {
  const parts: { text: string; hash: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(HASH)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), hash: false });
    parts.push({ text: m[0], hash: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hash: false });
  return parts;
}

function CopyHash({ hash }: { hash: string }) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (): void => {
    clearTimeout(timer.current);
    const done = (text: string) => {
      setStatus(text);
      timer.current = setTimeout(() => setStatus(''), 4000);
    };
    if (!navigator.clipboard) {
      done('Copy failed: this browser does not allow it');
      return;
    }
    navigator.clipboard.writeText(hash).then(
      () => done('Copied'),
      () => done('Copy failed: this browser does not allow it'),
    );
  };
  return (
    <span className="audit-hash">
      <code title={hash}>{shortHash(hash)}</code>
      <button type="button" className="btn btn-ghost btn-small audit-copy" aria-label="Copy hash" data-hash={hash} onClick={copy}>
        Copy
      </button>
      <span className="audit-copied small" role="status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}

/**
 * An audit message written for people: every 64-hex hash is shown shortened (first 8 … last 4)
 * with a button that copies it whole; the rest wraps on narrow screens.
 */
export function AuditMessage({ text }: { text: string }) {
  return (
    <span className="audit-message">
      {messageParts(text).map((p, i) => (p.hash ? <CopyHash key={i} hash={p.text} /> : <span key={i}>{p.text}</span>))}
    </span>
  );
}
