import {
  BUSINESS_DEFAULTS,
  BUSINESS_FIELDS,
  BUSINESS_LABELS,
  GST_FILING_FREQUENCY_LABELS,
  GST_NUMBER_REQUIRED,
  irdNumberProblem,
  missingBusinessDetails,
  MONTH_NAMES,
  PROFILE_LABELS,
  type BusinessDetails,
  type BusinessDetailsCommand,
  type ContactMessageCommand,
  type GstFilingFrequency,
  type UpdateProfileCommand,
  type BusinessField,
  type ContactInput,
  type ProfileInput,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, type Db } from '../../database/sql';
import { ValidationError } from '../../errors';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { Row } from '../../database/rows';

/** Settings, Account: the profile and the billing area. */
export interface AccountRecord extends ProfileInput {
  plan: string;
  /** NZD a month, exact decimal text. */
  monthlyFee: string;
  /** YYYY-MM-DD, or null when nothing is billed (the free plan). */
  nextBillingDate: string | null;
  /** A masked card ("Visa ending 4242"), or null when none is on file. */
  paymentMethod: string | null;
  updatedAt: Date | null;
}

export interface ContactMessageRecord extends ContactInput {
  id: string;
  createdAt: Date;
}

/** The account columns of user_profiles (COLUMNS); the business details are read apart (BUSINESS_COLUMNS). */
type ProfileRow = Pick<
  Row<'user_profiles'>,
  'full_name' | 'email' | 'company' | 'plan' | 'monthly_fee' | 'next_billing_date' | 'payment_method' | 'updated_at'
>;

const COLUMNS = 'full_name, email, company, plan, monthly_fee, next_billing_date, payment_method, updated_at';
/** What an account is on until a plan is chosen: this installation bills nobody. */
const DEFAULT_PLAN = { plan: 'Free (self-hosted)', monthlyFee: '0.00' };

/** The seller's details for a tax invoice, and what it still lacks ('GST number', ...). */
export interface BusinessRecord extends BusinessDetails {
  missing: string[];
}

/** The business details' column of each field: the company name is the profile's company. */
const BUSINESS_COLUMN = {
  companyName: 'company',
  tradingName: 'trading_name',
  address: 'address',
  gstNumber: 'gst_number',
  gstRegistered: 'gst_registered',
  gstFilingFrequency: 'gst_filing_frequency',
  gstBalanceMonth: 'gst_balance_month',
  nzbn: 'nzbn',
  bankAccount: 'bank_account',
  bankName: 'bank_name',
  swiftBic: 'swift_bic',
  paymentInstructions: 'payment_instructions',
  logo: 'logo',
} as const satisfies Record<BusinessField, keyof Row<'user_profiles'>>;
type BusinessRow = Pick<Row<'user_profiles', { gst_filing_frequency: GstFilingFrequency }>, (typeof BUSINESS_COLUMN)[BusinessField]>;
const BUSINESS_COLUMNS = BUSINESS_FIELDS.map((f) => BUSINESS_COLUMN[f]).join(', ');

/** The record of a row (each column under its field's name), or the defaults where nothing is saved. */
function toBusiness(r: BusinessRow | undefined): BusinessRecord {
  const d = (r ? Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, r[BUSINESS_COLUMN[f]]])) : BUSINESS_DEFAULTS) as BusinessDetails;
  return { ...d, missing: missingBusinessDetails(d) };
}

/** How the audit trail's message shows a detail's value: a logo as 'an image' or 'none', never its bytes. */
function shownDetail<F extends BusinessField>(f: F, v: BusinessDetails[F]): string {
  if (f === 'logo') return v ? 'an image' : 'none';
  if (f === 'gstRegistered') return v ? 'yes' : 'no';
  if (f === 'gstFilingFrequency') return GST_FILING_FREQUENCY_LABELS[v as GstFilingFrequency];
  if (f === 'gstBalanceMonth') return MONTH_NAMES[(v as number) - 1] ?? String(v);
  return `'${String(v).replace(/\n/g, ', ')}'`;
}

/**
 * Registered for GST needs a GST number that passes IR's check digit: judged on what the change
 * leaves stored, when it touches the registration or the number (a number stored before the check
 * existed is refused only then). The number's own check ran at the edge.
 */
function registrationProblem(next: BusinessDetails, given: Partial<BusinessDetails>): string | null {
  if (!next.gstRegistered || (given.gstRegistered === undefined && given.gstNumber === undefined)) return null;
  return next.gstNumber ? irdNumberProblem(next.gstNumber) : GST_NUMBER_REQUIRED;
}

/** Settings, Account and Help: the owner's profile (saved, audited) and Contact Support messages (stored, audited). */
export class AccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The caller's profile; the sign-in email and the default plan where nothing is saved. */
  async account(ctx: ServiceContext, db: Db = this.ds): Promise<AccountRecord> {
    const [row] = await sql<ProfileRow>(db, `SELECT ${COLUMNS} FROM user_profiles WHERE user_id = $1`, [ctx.user.id]);
    return toRecord(row, ctx);
  }

  /** Saves full name, email and company; a bad field throws ValidationError naming it and changes nothing. */
  async updateProfile(ctx: ServiceContext, next: UpdateProfileCommand): Promise<AccountRecord> {
    return this.ds.transaction((m) => this.writeProfile(m, ctx, next));
  }

  /**
   * PUT /me/profile: the account fields and/or the business details, in one transaction, and what
   * it stored. Ten at once leave one of the ten whole, never one's account beside another's details.
   */
  async updateAccount(
    ctx: ServiceContext,
    profile: UpdateProfileCommand | null,
    business: BusinessDetailsCommand | null,
  ): Promise<{ account: AccountRecord; business: BusinessRecord }> {
    return this.ds.transaction(async (m) => {
      if (profile) await this.writeProfile(m, ctx, profile);
      const details = business ? await this.writeBusiness(m, ctx, business) : await this.businessDetails(ctx.user.id, m);
      return { account: await this.account(ctx, m), business: details };
    });
  }

  /**
   * Serialises one owner's profile writes until the transaction ends, the first ever included (when
   * no row exists yet for FOR UPDATE to lock): each reads what the one before it wrote.
   */
  private async lockProfile(m: EntityManager, ctx: ServiceContext): Promise<void> {
    await sql(m, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`profile:${ctx.user.id}`]);
  }

  private async writeProfile(m: EntityManager, ctx: ServiceContext, next: UpdateProfileCommand): Promise<AccountRecord> {
    const now = ctx.clock.now();
    await this.lockProfile(m, ctx);
    const [current] = await sql<ProfileRow>(m, `SELECT ${COLUMNS} FROM user_profiles WHERE user_id = $1 FOR UPDATE`, [ctx.user.id]);
    const before = toRecord(current, ctx);
    const [row] = await sql<ProfileRow>(
      m,
      `INSERT INTO user_profiles (user_id, full_name, email, company, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET full_name = $2, email = $3, company = $4, updated_at = $5
       RETURNING ${COLUMNS}`,
      [ctx.user.id, next.fullName, next.email, next.company, now],
    );
    const after = toRecord(row, ctx);
    const changed = (['fullName', 'email', 'company'] as const).filter((k) => before[k] !== after[k]);
    if (changed.length) {
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'profile',
          entityId: ctx.user.id,
          action: 'profile.updated',
          message: `Updated profile: ${changed.map((k) => `${PROFILE_LABELS[k]} '${before[k]}' → '${after[k]}'`).join('; ')}`,
          before: pick(before, changed),
          after: pick(after, changed),
        },
      ]);
    }
    return after;
  }

  /** An owner's business details (for tax invoices); empty fields where nothing is saved. */
  /**
   * What invoices need of the seller on every answer (issue 27): the name, GST registration and
   * number, without the rest of the business details (a logo is up to 60 kB).
   */
  async sellerTax(ownerId: string, db: Db = this.ds): Promise<{ name: string; gstRegistered: boolean; gstNumber: string }> {
    const [row] = await sql<{ company: string; gst_registered: boolean; gst_number: string }>(
      db,
      'SELECT company, gst_registered, gst_number FROM user_profiles WHERE user_id = $1',
      [ownerId],
    );
    return { name: row?.company ?? '', gstRegistered: row?.gst_registered ?? false, gstNumber: row?.gst_number ?? '' };
  }

  async businessDetails(ownerId: string, db: Db = this.ds): Promise<BusinessRecord> {
    const [row] = await sql<BusinessRow>(db, `SELECT ${BUSINESS_COLUMNS} FROM user_profiles WHERE user_id = $1`, [ownerId]);
    return toBusiness(row);
  }

  /**
   * Saves the business details given (a field left out keeps its value; '' clears it), audited
   * with the fields that changed (a logo as 'changed', not its bytes). A bad field throws
   * ValidationError naming it and changes nothing.
   */
  async updateBusinessDetails(ctx: ServiceContext, change: BusinessDetailsCommand): Promise<BusinessRecord> {
    return this.ds.transaction((m) => this.writeBusiness(m, ctx, change));
  }

  private async writeBusiness(m: EntityManager, ctx: ServiceContext, change: BusinessDetailsCommand): Promise<BusinessRecord> {
    const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<BusinessDetails>;
    const now = ctx.clock.now();
    await this.lockProfile(m, ctx);
    const [current] = await sql<BusinessRow>(m, `SELECT ${BUSINESS_COLUMNS} FROM user_profiles WHERE user_id = $1 FOR UPDATE`, [
      ctx.user.id,
    ]);
    const before = toBusiness(current);
    const next: BusinessDetails = { ...before, ...given };
    const problem = registrationProblem(next, given);
    if (problem) throw new ValidationError([{ field: 'gstNumber', message: problem }]);
    // $1 the owner, $2.. each field in BUSINESS_FIELDS' order, then the time.
    const values = BUSINESS_FIELDS.map((f) => next[f]);
    const at = `$${values.length + 2}`;
    const [row] = await sql<BusinessRow>(
      m,
      `INSERT INTO user_profiles (user_id, ${BUSINESS_COLUMNS}, updated_at)
       VALUES ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')}, ${at})
       ON CONFLICT (user_id) DO UPDATE SET ${BUSINESS_FIELDS.map((f, i) => `${BUSINESS_COLUMN[f]} = $${i + 2}`).join(', ')}, updated_at = ${at}
       RETURNING ${BUSINESS_COLUMNS}`,
      [ctx.user.id, ...values, now],
    );
    const after = toBusiness(row);
    const changed = BUSINESS_FIELDS.filter((f) => before[f] !== after[f]);
    if (changed.length) {
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'profile',
          entityId: ctx.user.id,
          action: 'profile.business_updated',
          message: `Updated business details: ${changed.map((f) => `${BUSINESS_LABELS[f]} ${shownDetail(f, before[f])} → ${shownDetail(f, after[f])}`).join('; ')}`,
          before: Object.fromEntries(changed.map((f) => [f, f === 'logo' ? Boolean(before.logo) : before[f]])),
          after: Object.fromEntries(changed.map((f) => [f, f === 'logo' ? Boolean(after.logo) : after[f]])),
        },
      ]);
    }
    return after;
  }

  /** Stores a Contact Support message (SPEC section 5's rules) and audits it; nothing is stored on a bad field. */
  async sendContactMessage(ctx: ServiceContext, v: ContactMessageCommand): Promise<ContactMessageRecord> {
    const now = ctx.clock.now();
    return this.ds.transaction(async (m) => {
      const [row] = await sql<{ id: string }>(
        m,
        `INSERT INTO contact_messages (owner_id, name, email, subject, message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [ctx.user.id, v.name, v.email, v.subject, v.message, now],
      );
      const id = row?.id ?? '';
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'contact_message',
          entityId: id,
          action: 'contact.sent',
          message: `Sent a message to support: ${v.subject}`,
          after: { name: v.name, email: v.email, subject: v.subject },
        },
      ]);
      return { id, ...v, createdAt: now };
    });
  }

  /** The caller's Contact Support messages, newest first. */
  async contactMessages(ctx: ServiceContext, limit = 20): Promise<ContactMessageRecord[]> {
    const rows = await sql<ContactMessageRecord>(
      this.ds,
      `SELECT id::text AS id, name, email, subject, message, created_at AS "createdAt"
      FROM contact_messages WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [ctx.user.id, limit],
    );
    return rows;
  }
}

function pick(r: AccountRecord, keys: readonly (keyof ProfileInput)[]): Partial<ProfileInput> {
  return Object.fromEntries(keys.map((k) => [k, r[k]]));
}

function toRecord(r: ProfileRow | undefined, ctx: ServiceContext): AccountRecord {
  return {
    fullName: r?.full_name ?? '',
    email: r?.email ?? ctx.user.email,
    company: r?.company ?? '',
    plan: r?.plan ?? DEFAULT_PLAN.plan,
    monthlyFee: r?.monthly_fee ?? DEFAULT_PLAN.monthlyFee,
    nextBillingDate: r?.next_billing_date ?? null,
    paymentMethod: r?.payment_method ?? null,
    updatedAt: r?.updated_at ?? null,
  };
}
