/**
 * The exposure chart and scenario panel arrive with the exposure api (issue 3). Until then the
 * dashboard says so plainly rather than show figures it cannot vouch for.
 */
export function ExposurePanel() {
  return (
    <section className="card" aria-labelledby="exposure-title">
      <div className="card-header">
        <h2 id="exposure-title">FX Exposure</h2>
      </div>
      <div className="alert alert-info" role="status">
        <p>The exposure chart and scenario analysis are not available yet. Your invoices below are up to date.</p>
      </div>
    </section>
  );
}
