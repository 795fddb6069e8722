import type { VendorProfile, VendorProfileInput } from '@portal/shared/capabilities';
import {
  type Deployment,
  deploymentLabels,
  deployments,
  type PricingModel,
  priceCurrencies,
  pricingModelLabels,
  pricingModels,
  type TaxonomyKind,
  taxonomyKindLabels,
  taxonomyKinds,
} from '@portal/shared/capabilities-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { capabilityKeys, saveVendorProfile, useAdminVendorProfile, useTaxonomy } from '../api/capabilities-api.ts';
import { fmtDate } from './admin-ui.tsx';

export type Draft = {
  tags: Record<TaxonomyKind, string[]>;
  deployment: string;
  pricingModels: PricingModel[];
  price: string;
  priceCurrency: string;
  priceUnit: string;
  freeTrialDays: string;
  docsUrl: string;
  pricingUrl: string;
  statusUrl: string;
  confirmAll: boolean;
};

const draftOf = (p: VendorProfile | null): Draft => ({
  tags: {
    category: p?.tags.category.map((t) => t.slug) ?? [],
    framework: p?.tags.framework.map((t) => t.slug) ?? [],
    language: p?.tags.language.map((t) => t.slug) ?? [],
    ci: p?.tags.ci.map((t) => t.slug) ?? [],
  },
  deployment: p?.deployment ?? '',
  pricingModels: p?.pricingModels ?? [],
  price: p?.priceFrom === null || p?.priceFrom === undefined ? '' : String(p.priceFrom / 100),
  priceCurrency: p?.priceCurrency ?? 'USD',
  priceUnit: p?.priceUnit ?? '',
  freeTrialDays: p?.freeTrialDays ? String(p.freeTrialDays) : '',
  docsUrl: p?.docsUrl ?? '',
  pricingUrl: p?.pricingUrl ?? '',
  statusUrl: p?.statusUrl ?? '',
  confirmAll: false,
});

/** The draft of an edit's values (a pending submission's body, docs/decisions/2204). */
export const draftOfValues = (v: Record<string, unknown>): Draft => {
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : []);
  const tags = (v.tags ?? {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  return {
    tags: { category: list(tags.category), framework: list(tags.framework), language: list(tags.language), ci: list(tags.ci) },
    deployment: text(v.deployment),
    pricingModels: list(v.pricingModels) as PricingModel[],
    price: typeof v.priceFrom === 'number' ? String(v.priceFrom / 100) : '',
    priceCurrency: text(v.priceCurrency) || 'USD',
    priceUnit: text(v.priceUnit),
    freeTrialDays: typeof v.freeTrialDays === 'number' ? String(v.freeTrialDays) : '',
    docsUrl: text(v.docsUrl),
    pricingUrl: text(v.pricingUrl),
    statusUrl: text(v.statusUrl),
    confirmAll: false,
  };
};

const bodyOf = (d: Draft): VendorProfileInput => ({
  tags: d.tags,
  deployment: (d.deployment || null) as Deployment | null,
  pricingModels: d.pricingModels,
  priceFrom: d.price.trim() === '' ? null : Math.round(Number(d.price) * 100),
  priceCurrency: d.priceCurrency as (typeof priceCurrencies)[number],
  priceUnit: d.priceUnit.trim() || null,
  freeTrialDays: d.freeTrialDays.trim() === '' ? null : Number(d.freeTrialDays),
  docsUrl: d.docsUrl.trim() || null,
  pricingUrl: d.pricingUrl.trim() || null,
  statusUrl: d.statusUrl.trim() || null,
  confirmAll: d.confirmAll,
});

const toggle = <T extends string>(list: T[], v: T, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));
const confirmedText = (at: string | null | undefined) => (at ? `Last confirmed ${fmtDate(at)}` : 'Not confirmed yet');

function Checks<T extends string>({
  legend,
  note,
  options,
  value,
  onChange,
}: {
  legend: string;
  note?: string;
  options: [T, string][];
  value: T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {note && <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map(([v, label]) => (
          <label key={v} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={value.includes(v)}
              onChange={(e) => onChange(toggle(value, v, e.target.checked))}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The admin's edit of a vendor's capability profile (docs/decisions/2301): a claim whose value changes is
 * confirmed now; 'Mark every claim confirmed today' re-confirms the unchanged ones after a check.
 */
export function VendorProfileModal({ vendor, onClose, onSaved }: { vendor: { id: string; name: string }; onClose: () => void; onSaved: (m: string) => void }) {
  const profile = useAdminVendorProfile(vendor.id);
  const taxonomy = useTaxonomy();
  const ready = profile.data && taxonomy.data;
  return (
    <Modal title={`Capability profile: ${vendor.name}`} onClose={onClose} wide>
      {(profile.isError || taxonomy.isError) && <Alert tone="error">{errorMessage(profile.error ?? taxonomy.error, 'Could not load the profile')}</Alert>}
      {!ready && !profile.isError && !taxonomy.isError && <p role="status">Loading…</p>}
      {ready && (
        <AdminProfileForm
          vendorId={vendor.id}
          profile={profile.data.profile}
          terms={taxonomy.data.items}
          onClose={onClose}
          onSaved={() => onSaved(`Profile of ${vendor.name} saved`)}
        />
      )}
    </Modal>
  );
}

function AdminProfileForm({
  vendorId,
  profile,
  terms,
  onClose,
  onSaved,
}: {
  vendorId: string;
  profile: VendorProfile | null;
  terms: { kind: TaxonomyKind; slug: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CapabilityForm
      profile={profile}
      terms={terms}
      onCancel={onClose}
      label="Save profile"
      save={(body) => saveVendorProfile(vendorId, body)}
      onSaved={async () => {
        await queryClient.invalidateQueries({ queryKey: capabilityKeys.profile(vendorId) });
        await queryClient.invalidateQueries({ queryKey: capabilityKeys.taxonomy });
        onSaved();
      }}
    />
  );
}

/**
 * The capability profile's fields: the admin's dialog saves them directly; the vendor console submits them
 * for review (docs/decisions/2204). `initial` starts from a pending edit's values instead of the live profile;
 * the 'last confirmed' notes always describe the live profile.
 */
export function CapabilityForm({
  profile,
  initial,
  terms,
  onCancel,
  label,
  save: send,
  onSaved,
}: {
  profile: VendorProfile | null;
  initial?: Draft;
  terms: { kind: TaxonomyKind; slug: string; name: string }[];
  onCancel?: () => void;
  label: string;
  save: (body: VendorProfileInput) => Promise<unknown>;
  onSaved: (result: unknown) => void | Promise<void>;
}) {
  const [d, setD] = useState<Draft>(() => initial ?? draftOf(profile));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const save = useMutation({
    mutationFn: () => send(bodyOf(d)),
    onSuccess: (r) => onSaved(r),
    onError: (err) => setError(errorMessage(err, 'Could not save the profile')),
  });
  const oldest = (kind: TaxonomyKind) =>
    profile?.tags[kind]
      .map((t) => t.confirmedAt)
      .sort()
      .at(0);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        save.mutate();
      }}
    >
      {taxonomyKinds.map((k) => (
        <Checks
          key={k}
          legend={taxonomyKindLabels[k].many}
          note={profile?.tags[k].length ? `Oldest claim ${confirmedText(oldest(k)).toLowerCase()}` : undefined}
          options={terms.filter((t) => t.kind === k).map((t) => [t.slug, t.name])}
          value={d.tags[k]}
          onChange={(v) => set({ tags: { ...d.tags, [k]: v } })}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            label="Deployment"
            className=""
            value={d.deployment}
            onChange={(v) => set({ deployment: v })}
            options={[{ value: '', label: 'Not stated' }, ...deployments.map((x) => ({ value: x, label: deploymentLabels[x] }))]}
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{confirmedText(profile?.deploymentConfirmedAt)}</p>
        </div>
        <div>
          <Field
            label="Free trial (days)"
            type="number"
            min={1}
            max={365}
            value={d.freeTrialDays}
            onChange={(e) => set({ freeTrialDays: e.target.value })}
            hint="Empty: no free trial"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{confirmedText(profile?.trialConfirmedAt)}</p>
        </div>
      </div>
      <Checks
        legend="Pricing model"
        note={confirmedText(profile?.pricingConfirmedAt)}
        options={pricingModels.map((m) => [m, pricingModelLabels[m]])}
        value={d.pricingModels}
        onChange={(v) => set({ pricingModels: v })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="'From' price"
          type="number"
          min={0}
          step="0.01"
          value={d.price}
          onChange={(e) => set({ price: e.target.value })}
          hint="Empty when not public"
        />
        <SelectField
          label="Currency"
          className=""
          value={d.priceCurrency}
          onChange={(v) => set({ priceCurrency: v })}
          options={priceCurrencies.map((c) => ({ value: c, label: c }))}
        />
        <Field label="Price unit" value={d.priceUnit} maxLength={40} placeholder="per user / month" onChange={(e) => set({ priceUnit: e.target.value })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Docs URL" type="url" value={d.docsUrl} onChange={(e) => set({ docsUrl: e.target.value })} />
        <Field label="Pricing URL" type="url" value={d.pricingUrl} onChange={(e) => set({ pricingUrl: e.target.value })} />
        <Field label="Status page URL" type="url" value={d.statusUrl} onChange={(e) => set({ statusUrl: e.target.value })} />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">Links: {confirmedText(profile?.linksConfirmedAt).toLowerCase()}</p>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={d.confirmAll} onChange={(e) => set({ confirmAll: e.target.checked })} />
        Mark every claim confirmed today (changed claims always are)
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      {onCancel ? (
        <FormActions onCancel={onCancel} busy={save.isPending} label={label} busyLabel="Saving…" />
      ) : (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : label}
        </Button>
      )}
    </form>
  );
}
