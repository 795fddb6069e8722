import { type AdminJob, jobInput } from '@portal/shared/admin';
import { currencies, experienceLabels, experienceLevels, jobStatuses, jobTypes } from '@portal/shared/catalog';
import { type FormItem, type FormSpec, formValues } from './resource-form-modal.tsx';

const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v.length > 3 ? `${v[0]?.toUpperCase()}${v.slice(1)}` : v }));

const defaults = {
  vendorId: '',
  jobTitle: '',
  jobDescription: '',
  jobPageUrl: '',
  locationCity: '',
  locationState: '',
  locationCountry: '',
  experienceLevel: 'mid',
  jobType: 'full-time',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  requirements: '',
  postedDate: '',
  status: 'active',
};

const items: FormItem<typeof defaults>[] = [
  { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
  { name: 'jobTitle', label: 'Job Title *', maxLength: 100, hint: (v) => `${v.jobTitle.length}/100` },
  { name: 'jobDescription', label: 'Job Description *', as: 'textarea', rows: 4 },
  { name: 'jobPageUrl', label: 'Job Page URL *', type: 'url' },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'locationCity', label: 'City *' },
      { name: 'locationState', label: 'State *' },
      { name: 'locationCountry', label: 'Country *' },
    ],
  },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'experienceLevel', label: 'Experience Level', as: 'select', options: experienceLevels.map((l) => ({ value: l, label: experienceLabels[l] })) },
      { name: 'jobType', label: 'Job Type', as: 'select', options: opts(jobTypes) },
      { name: 'status', label: 'Status', as: 'select', options: opts(jobStatuses) },
    ],
  },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'salaryMin', label: 'Minimum Salary', type: 'number', min: 0 },
      { name: 'salaryMax', label: 'Maximum Salary', type: 'number', min: 0 },
      { name: 'salaryCurrency', label: 'Currency', as: 'select', options: opts(currencies) },
    ],
  },
  { name: 'requirements', label: 'Requirements (one per line)', as: 'textarea', rows: 4 },
  { name: 'postedDate', label: 'Posted Date *', type: 'date' },
];

export const jobForm = (job: AdminJob | null): FormSpec<typeof defaults> => ({
  resource: 'jobs',
  schema: jobInput,
  initial: formValues(job, { ...defaults, postedDate: new Date().toISOString().slice(0, 10) }),
  items,
  noun: 'Job',
  wide: true,
  topics: true,
});
