import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { Button } from "@/components/ui/button";

type WizardFooterProps = {
  first: boolean;
  last: boolean;
  /** A job already published: it is saved as it goes, so the last step only closes the wizard. */
  live: boolean;
  publishing: boolean;
  onBack: () => void;
  onNext: () => void;
  onPublish: () => void;
  onFinish: () => void;
};

/** Back and Next; on the last step Save as draft and Publish (or Done for a live job). */
export function WizardFooter({ first, last, live, publishing, onBack, onNext, onPublish, onFinish }: WizardFooterProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {first ? null : (
          <Button type="button" variant="secondary" onClick={onBack} className="w-full sm:w-auto">
            <ArrowLeft className="size-4" aria-hidden />
            Back
          </Button>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {last ? (
          live ? (
            <Button type="button" onClick={onFinish} className="w-full sm:w-auto">
              Done
            </Button>
          ) : (
            <>
              <Button type="button" variant="secondary" onClick={onFinish} disabled={publishing} className="w-full sm:w-auto">
                Save as draft
              </Button>
              <Button type="button" onClick={onPublish} loading={publishing} className="w-full sm:w-auto">
                <Send className="size-4" aria-hidden />
                Publish
              </Button>
            </>
          )
        ) : (
          <Button type="button" onClick={onNext} className="w-full sm:w-auto">
            Next
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
