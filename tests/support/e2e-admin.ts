/** The admin the end-to-end server starts with. */
export const e2eAdmin = {
  username: "admin",
  password: "senha-e2e-123",
  fullName: "Ana Ribeiro",
} as const;
