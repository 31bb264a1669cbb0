import { useEffect, useState } from "react";

/** Now, moving on by the minute while the component is shown (time left and overdue durations follow). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
