/** Fixed ids of the demo records, so every seed run produces the same data and tests can name them. */
export const demoIds = {
  demoCompany: "0d3e0000-0000-4000-8000-000000000001",
  otherCompany: "0d3e0000-0000-4000-8000-000000000002",
  demoOwner: "0d3e0000-0000-4000-8000-000000000101",
  demoMember: "0d3e0000-0000-4000-8000-000000000102",
  otherOwner: "0d3e0000-0000-4000-8000-000000000201",
  demoOwnerMembership: "0d3e0000-0000-4000-8000-000000000301",
  demoMemberMembership: "0d3e0000-0000-4000-8000-000000000302",
  otherOwnerMembership: "0d3e0000-0000-4000-8000-000000000401",
} as const;

export const DEMO_PASSWORD = "demo-password-123";
