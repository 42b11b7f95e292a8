import { SYMPTOMS_MIN_CHARS } from '@physiomate/shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BodyDiagram, type DiagramSelection, type DiagramValue } from '../body-diagram';

export type PainAreasStepProps = {
  diagram: DiagramValue;
  onDiagramChange: (value: DiagramValue) => void;
  selection: DiagramSelection;
  /** Enough text and at least one area: the safety check can follow. */
  canContinue: boolean;
  onBack: () => void;
  onNext: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** Step 2: mark the pain areas, then on to the safety check. */
export function PainAreasStep({
  diagram,
  onDiagramChange,
  selection,
  canContinue,
  onBack,
  onNext,
  headingRef,
}: PainAreasStepProps) {
  const uid = useId();
  const explain = !canContinue;
  return (
    <section aria-labelledby={`${uid}-title`}>
      <h2
        id={`${uid}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink outline-none"
      >
        Pain Areas
      </h2>
      <p className="mt-2 leading-7 text-slate-700">
        Mark where you feel pain on the front or back of the body. The sides are the person’s own: their left
        is on your right on the front view.
      </p>

      <BodyDiagram value={diagram} onChange={onDiagramChange} selection={selection} className="mt-6" />

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back: Symptoms
        </Button>
        <Button
          size="lg"
          onClick={onNext}
          disabled={!canContinue}
          aria-describedby={explain ? `${uid}-why` : undefined}
        >
          Next: Safety check
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {explain ? (
        <p id={`${uid}-why`} className="mt-3 text-right text-sm text-slate-600">
          {selection.hasMarks
            ? `Go back and describe your symptoms in at least ${SYMPTOMS_MIN_CHARS} characters.`
            : 'Mark at least one pain area to continue.'}
        </p>
      ) : null}
    </section>
  );
}
