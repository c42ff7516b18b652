import { lazyModule } from "@/components/ui/lazy-module";

/** The schedule/reschedule dialog (and react-hook-form) load when first wanted, not with the applicant page. */
export const interviewDialogModule = lazyModule(() => import("./interview-dialog"));

/** Starts loading the dialog early (on hover or focus of a button that opens it). */
export const preloadInterviewDialog = () => void interviewDialogModule.preload().catch(() => undefined);
