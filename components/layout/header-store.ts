import { create } from "zustand";

/** The header's back button: what it says and where it goes (spec 2.5 "header data"). */
export type HeaderBack = { label: string; href: string };

type HeaderState = {
  back: HeaderBack | null;
  setBack: (back: HeaderBack | null) => void;
};

/** Pages declare their back button with <HeaderBackButton />; the header reads it from here. */
export const useHeaderStore = create<HeaderState>((set) => ({
  back: null,
  setBack: (back) => set({ back }),
}));
