import { useState } from "react";
import { RequestRegister } from "./request-register.tsx";
import { SubjectSearch } from "./subject-search.tsx";

/** /admin/privacidade: a person's data on one side, the register of their requests on the other. */
export function PrivacyView() {
  const [email, setEmail] = useState("");
  return (
    <div className="grid gap-6">
      <SubjectSearch onSearched={setEmail} />
      <RequestRegister email={email} />
    </div>
  );
}
