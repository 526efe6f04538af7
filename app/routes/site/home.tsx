import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Nexo Digital" }];

export default function Home() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-950 text-white">
      <h1 className="text-4xl font-semibold">Nexo Digital</h1>
    </main>
  );
}
