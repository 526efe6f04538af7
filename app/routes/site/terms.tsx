// Interim module so the route table builds; replaced by the feature's real screen.
export default function Interim() {
  return null;
}
