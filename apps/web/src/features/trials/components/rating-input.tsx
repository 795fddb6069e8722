import { Star } from 'lucide-react';
import { useId } from 'react';

/** A 1-5 star rating: native radio buttons (arrow keys work), drawn as stars. */
export function RatingInput({ value, onChange, labelledBy }: { value: number; onChange: (v: number) => void; labelledBy: string }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded p-1 focus-within:ring-2 focus-within:ring-brand-500">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
          <span className="sr-only">{`${n} ${n === 1 ? 'star' : 'stars'}`}</span>
          <Star aria-hidden="true" className={`h-6 w-6 ${n <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`} />
        </label>
      ))}
    </div>
  );
}

export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`h-4 w-4 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`} />
      ))}
    </span>
  );
}
