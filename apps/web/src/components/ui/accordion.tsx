import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = AccordionPrimitive.Root;

type ItemProps = { value: string; question: ReactNode; children: ReactNode; className?: string };

/** One question/answer row. The trigger sits inside a heading for screen-reader navigation. */
export function AccordionItem({ value, question, children, className }: ItemProps) {
  return (
    <AccordionPrimitive.Item
      value={value}
      className={cn('border-b border-slate-200 last:border-b-0', className)}
    >
      <AccordionPrimitive.Header asChild>
        <h2 className="m-0">
          <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left text-base font-semibold text-ink hover:text-brand-800 sm:text-lg">
            <span>{question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
            >
              <path
                d="M5 7.5l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </AccordionPrimitive.Trigger>
        </h2>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="overflow-hidden pb-5 leading-7 text-slate-700">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
