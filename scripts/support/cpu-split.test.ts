import { describe, expect, it } from "vitest";
import { onCpus, parseCpuList } from "./cpu-split.ts";

describe("parseCpuList", () => {
  it("reads taskset's lists and ranges", () => {
    expect(parseCpuList("0,1")).toEqual([0, 1]);
    expect(parseCpuList(" 0-2,5\n")).toEqual([0, 1, 2, 5]);
    expect(parseCpuList("3")).toEqual([3]);
  });

  it("ignores what it cannot read", () => {
    expect(parseCpuList("")).toEqual([]);
    expect(parseCpuList("x,2-1,4")).toEqual([4]);
  });
});

describe("onCpus", () => {
  it("wraps the command in taskset only when CPUs are given", () => {
    expect(onCpus("0", "nginx", ["-v"])).toEqual(["taskset", ["--cpu-list", "0", "nginx", "-v"]]);
    expect(onCpus(undefined, "nginx", ["-v"])).toEqual(["nginx", ["-v"]]);
  });
});
