"use client";

import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_QUESTION_OPTIONS } from "@/server/modules/jobs/jobs-contract";

type QuestionOptionsEditorProps = {
  questionNumber: number;
  options: string[];
  onChange: (options: string[]) => void;
  error?: string;
  optionError: (index: number) => string | undefined;
};

/** The answers a checkbox or multiple-choice question offers. */
export function QuestionOptionsEditor({ questionNumber, options, onChange, error, optionError }: QuestionOptionsEditorProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">Options</legend>
      {options.map((option, index) => {
        const problem = optionError(index);
        return (
          <div key={index} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Input
                aria-label={`Question ${questionNumber} option ${index + 1}`}
                aria-invalid={Boolean(problem)}
                value={option}
                onChange={(event) => onChange(options.map((item, at) => (at === index ? event.target.value : item)))}
              />
              <button
                type="button"
                className="grid size-9 shrink-0 place-items-center rounded-md text-gray-600 hover:bg-gray-100"
                aria-label={`Remove question ${questionNumber} option ${index + 1}`}
                onClick={() => onChange(options.filter((_item, at) => at !== index))}
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
            {problem ? <p className="text-xs text-red-600">{problem}</p> : null}
          </div>
        );
      })}
      <div>
        <Button type="button" variant="secondary" size="sm" disabled={options.length >= MAX_QUESTION_OPTIONS} onClick={() => onChange([...options, ""])}>
          <Plus className="size-4" aria-hidden />
          Add option
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
