/** Said to a member where the owner's settings are shown read-only. */
export const OWNER_CHANGES_SETTINGS = 'Only the owner of this business changes its settings: you can read them here.';

/** A member's note above settings they can read but not change (the controls are hidden or disabled). */
export function OwnerOnlyNote({ text = OWNER_CHANGES_SETTINGS }: { text?: string }) {
  return (
    <div className="alert alert-info" role="note">
      <p>{text}</p>
    </div>
  );
}
