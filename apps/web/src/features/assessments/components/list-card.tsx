import type { LucideIcon } from 'lucide-react';
import { Check } from 'lucide-react';
import { DeleteButton, SectionCard } from './section-card';

/** Lifestyle Recommendations and Suggested Tools: a simple list with optional delete buttons. */
export function ListCard({
  id,
  icon,
  title,
  items,
  emptyText,
  itemNoun,
  canDelete,
  onDelete,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  items: string[];
  emptyText: string;
  itemNoun: string;
  canDelete: boolean;
  onDelete: (item: string) => void;
}) {
  return (
    <SectionCard id={id} icon={icon} title={title}>
      {items.length === 0 ? (
        <p className="text-slate-700">{emptyText}</p>
      ) : (
        <ul className="space-y-2 print:list-disc print:space-y-1 print:pl-5">
          {items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl bg-slate-50 py-2 pr-2 pl-3 print:list-item print:bg-white print:p-0"
            >
              <span
                aria-hidden="true"
                className="mt-1.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800 print:hidden"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              <span className="flex-1 py-0.5 leading-7 text-slate-800">{item}</span>
              {canDelete ? (
                <DeleteButton label={`Delete ${itemNoun}: ${item}`} onClick={() => onDelete(item)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
