import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ContactSupportModal } from './ContactSupportModal';
import { GLOSSARY, HELP_LINKS } from './glossary';

/** Settings, Help & Glossary: help links, Contact Support, and the glossary. */
export function HelpTab() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="card" aria-labelledby="help-title">
        <h2 id="help-title">Help</h2>
        <ul className="help-links">
          {HELP_LINKS.map((l) => (
            <li key={l}>
              <Link className="btn btn-secondary" to="/coming-soon">
                {l}
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted">Can't find what you need? Our team answers every message.</p>
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          Contact Support
        </button>
      </section>
      <section className="card" aria-labelledby="glossary-title">
        <h2 id="glossary-title">Glossary</h2>
        <dl className="glossary">
          {GLOSSARY.map((g) => (
            <div key={g.term}>
              <dt>{g.term}</dt>
              <dd>{g.definition}</dd>
            </div>
          ))}
        </dl>
      </section>
      {open && <ContactSupportModal onClose={() => setOpen(false)} />}
    </>
  );
}
