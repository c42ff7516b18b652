import type { UseFormRegisterReturn } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { MAX_LONG_TEXT_ANSWER, MAX_SHORT_TEXT_ANSWER } from "@/server/modules/careers/careers-contract";
import type { PublicQuestion } from "@/server/modules/careers/careers-schemas";

type QuestionFieldProps = { question: PublicQuestion; error?: string; inputProps: UseFormRegisterReturn };

/** One pre-screening question with the control its type calls for (spec 3 question types). */
export function QuestionField({ question, error, inputProps }: QuestionFieldProps) {
  if (question.type === "radio" || question.type === "checkbox") {
    return (
      <ChoiceGroup
        legend={question.question}
        required={question.required}
        error={error}
        type={question.type}
        options={question.options.map((option) => ({ value: option, label: option }))}
        inputProps={inputProps}
        layout="cards"
      />
    );
  }
  const hint = question.type === "shortText" ? `Up to ${MAX_SHORT_TEXT_ANSWER} characters.` : question.type === "longText" ? `Up to ${MAX_LONG_TEXT_ANSWER} characters.` : undefined;
  return (
    <FormField label={question.question} required={question.required} error={error} hint={hint}>
      {(control) => {
        switch (question.type) {
          case "longText":
            return <TextArea {...control} {...inputProps} maxLength={MAX_LONG_TEXT_ANSWER} />;
          case "numeric":
            return <Input {...control} {...inputProps} type="number" inputMode="decimal" step="any" />;
          case "date":
            return <Input {...control} {...inputProps} type="date" />;
          default:
            return <Input {...control} {...inputProps} maxLength={MAX_SHORT_TEXT_ANSWER} />;
        }
      }}
    </FormField>
  );
}
