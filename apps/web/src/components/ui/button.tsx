import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon } from './icon.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
/**
 * The button's box: index.css `.btn` (components layer, decision 2470), so a class passed in `extra` or `className`
 * (a utility) wins over it; the variants stay utilities.
 */
const base = 'btn';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

/** A close (X) icon button; `className` sets its colours, `icon` the icon's size. */
export function CloseButton({ label, onClick, className, icon }: { label: string; onClick: () => void; className: string; icon: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={`rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800 ${className}`}>
      <Icon name="x" className={icon} />
    </button>
  );
}
