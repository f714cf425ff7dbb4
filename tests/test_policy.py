"""Policy previewer: the startd's policy expressions, their reasons, and the transition taken."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.policy.preview import TRANSITIONS, preview
from condor_ls.analysis.settings import Settings
from condor_ls.classad.parser import parse_ad
from condor_ls.classad.values import UNDEFINED
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config
from condor_ls.syntax.document import Document

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NOW = 1_763_790_000 + 120  # two minutes after the sample ads entered their state

DESKTOP = """\
MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
KeyboardBusy = (KeyboardIdle < $(MINUTE))
CPUIdle = ((LoadAvg - CondorLoadAvg) <= 0.3)
ActivityTimer = (time() - EnteredCurrentActivity)
WANT_SUSPEND = True
WANT_VACATE = False
START = $(CPUIdle) && KeyboardIdle > $(StartIdleTime)
SUSPEND = $(KeyboardBusy)
CONTINUE = $(CPUIdle) && KeyboardIdle > 5 * $(MINUTE)
PREEMPT = (Activity == "Suspended" && $(ActivityTimer) > 10 * $(MINUTE)) || (SUSPEND && (WANT_SUSPEND == False))
KILL = $(ActivityTimer) > 10 * $(MINUTE)
IS_OWNER = (START =?= False)
RANK = TARGET.Department =?= "physics"
"""


def machine(keyboard_idle: int = 3600, load: float = 0.05, entered: int = 1_763_790_000, extra: str = ""):
    return parse_ad(f"""MyType = "Machine"
State = "Claimed"
Activity = "Busy"
Memory = 16384
LoadAvg = {load}
CondorLoadAvg = 0.0
KeyboardIdle = {keyboard_idle}
EnteredCurrentState = {entered}
EnteredCurrentActivity = {entered}
{extra}""")


def job(extra: str = ""):
    return parse_ad(f'MyType = "Job"\nJobUniverse = 5\nOwner = "alice"\nDepartment = "physics"\n'
                    f'RequestMemory = 2048\n{extra}')


def config(tmp_path, text: str = DESKTOP, name: str = "condor_config"):
    path = tmp_path / name
    path.write_text(text)
    return load_config(str(path))


def run(tmp_path, text=DESKTOP, state="Claimed", activity="Busy", m=None, j=None):
    return preview(config(tmp_path, text), None, m if m is not None else machine(), j if j is not None else job(),
                   state, activity, now=NOW)


def test_busy_keyboard_suspends_a_running_job(tmp_path):
    result = run(tmp_path, m=machine(keyboard_idle=10))
    suspend = result.get("SUSPEND")
    assert suspend.value is True
    assert suspend.text == "(KeyboardIdle < 60)"
    assert any("KeyboardIdle (10) < 60" in r for r in suspend.reasons)
    assert result.get("WANT_SUSPEND").value is True
    step = result.transition
    assert (step.to_state, step.to_activity, step.number, step.letter) == ("Claimed", "Suspended", 14, None)
    assert len(result.transitions) == 1


def test_idle_machine_starts_and_leaves_owner(tmp_path):
    result = run(tmp_path, state="Owner", activity="Idle")
    assert result.get("START").value is True
    assert result.get("IS_OWNER").value is False
    assert [(t.to_state, t.letter, t.number) for t in result.transitions] == [("Unclaimed", "A", 1)]
    # and an idle, unsuspended job keeps running
    assert run(tmp_path).transitions == ()


def test_job_attribute_in_start_is_undefined_locally(tmp_path):
    text = DESKTOP.replace("START = $(CPUIdle) && KeyboardIdle > $(StartIdleTime)",
                           'START = KeyboardIdle > $(StartIdleTime) || Owner == "coltrane"')
    result = run(tmp_path, text, state="Owner", activity="Idle", m=machine(keyboard_idle=34))
    local = result.get("START@local")
    assert local.local and local.value is UNDEFINED
    assert any("Owner" in r and "undefined" in r for r in local.reasons)
    assert result.get("START").value is False  # with alice's job it is plainly false
    assert result.get("IS_OWNER").value is False  # undefined =?= False is false
    assert result.transition.to_state == "Unclaimed"


def test_start_false_locally_sends_unclaimed_to_owner(tmp_path):
    text = DESKTOP.replace("START = $(CPUIdle) && KeyboardIdle > $(StartIdleTime)",
                           'START = KeyboardIdle > $(StartIdleTime) && Owner == "coltrane"')
    result = run(tmp_path, text, state="Unclaimed", activity="Idle", m=machine(keyboard_idle=34))
    assert result.get("START@local").value is False
    assert result.get("IS_OWNER").value is True
    assert [(t.to_state, t.to_activity, t.letter, t.number) for t in result.transitions] == [("Owner", "Idle", "B", 2)]
    matched = run(tmp_path, text, state="Matched", activity="Idle", m=machine(keyboard_idle=34))
    assert (matched.transition.to_state, matched.transition.letter) == ("Owner", "F")
    owner = run(tmp_path, text, state="Owner", activity="Idle", m=machine(keyboard_idle=34))
    assert owner.transitions == ()


def test_suspended_job_continues(tmp_path):
    result = run(tmp_path, state="Claimed", activity="Suspended", m=machine(keyboard_idle=600))
    assert result.get("CONTINUE").value is True
    assert result.get("PREEMPT").value is False  # suspended for only two minutes
    assert [(t.to_activity, t.number) for t in result.transitions] == [("Busy", 15)]


def test_long_suspension_preempts_then_kills_without_retirement(tmp_path):
    old = NOW - 3600
    result = run(tmp_path, state="Claimed", activity="Suspended", m=machine(keyboard_idle=10, entered=old))
    assert result.get("PREEMPT").value is True
    assert any('Activity ("Suspended") == "Suspended"' in r for r in result.get("PREEMPT").reasons)
    steps = [(t.to_state, t.to_activity, t.letter, t.number) for t in result.transitions]
    assert steps == [("Claimed", "Retiring", None, 16), ("Preempting", "Killing", "H", 18)]


def test_preempt_without_suspend_and_retirement_time(tmp_path):
    text = DESKTOP.replace("WANT_SUSPEND = True", "WANT_SUSPEND = False").replace(
        "WANT_VACATE = False", "WANT_VACATE = True")
    result = run(tmp_path, text, m=machine(keyboard_idle=10))
    assert result.get("PREEMPT").value is True
    assert [(t.to_state, t.to_activity, t.number) for t in result.transitions] == [
        ("Claimed", "Retiring", 13), ("Preempting", "Vacating", 18)]
    retiring = run(tmp_path, text + "MAXJOBRETIREMENTTIME = 3600\n", m=machine(keyboard_idle=10))
    assert retiring.get("MaxJobRetirementTime").value == 3600
    assert [(t.to_state, t.to_activity) for t in retiring.transitions] == [("Claimed", "Retiring")]
    assert "MaxJobRetirementTime 3600 = 3600 s of retirement left" in retiring.notes
    # the job asks for less, and has already run longer than that
    short = run(tmp_path, text + "MAXJOBRETIREMENTTIME = 3600\n", state="Claimed", activity="Retiring",
                m=machine(keyboard_idle=10, extra=f"JobStart = {NOW - 600}"), j=job("MaxJobRetirementTime = 300"))
    assert [(t.to_state, t.to_activity, t.number) for t in short.transitions] == [("Preempting", "Vacating", 18)]
    assert "the job's MaxJobRetirementTime 300 - job run time 600 = 0 s of retirement left" in short.notes
    still = run(tmp_path, text + "MAXJOBRETIREMENTTIME = 3600\n", state="Claimed", activity="Retiring",
                m=machine(keyboard_idle=10, extra=f"JobStart = {NOW - 600}"))
    assert still.transitions == () and "MaxJobRetirementTime 3600 - job run time 600 = 3000 s of retirement left" in still.notes


def test_kill_during_vacate(tmp_path):
    result = run(tmp_path, state="Preempting", activity="Vacating", m=machine(entered=NOW - 3600))
    assert result.get("KILL").value is True
    assert [(t.to_activity, t.number) for t in result.transitions] == [("Killing", 21)]
    quiet = run(tmp_path, state="Preempting", activity="Killing")
    assert quiet.transitions == () and any("not by a policy expression" in n for n in quiet.notes)


def test_vanilla_variant_wins(tmp_path):
    result = run(tmp_path, DESKTOP + "SUSPEND_VANILLA = False\n", m=machine(keyboard_idle=10))
    assert result.get("SUSPEND").name == "SUSPEND_VANILLA"
    assert result.get("SUSPEND").value is False
    assert result.transitions == ()
    other = run(tmp_path, DESKTOP + "SUSPEND_VANILLA = False\n", m=machine(keyboard_idle=10),
                j=parse_ad('MyType = "Job"\nOwner = "alice"'))  # no JobUniverse: plain SUSPEND
    assert other.get("SUSPEND").name == "SUSPEND" and other.get("SUSPEND").value is True


def test_rank_sees_the_job(tmp_path):
    assert run(tmp_path).get("RANK").value is True
    assert run(tmp_path, j=job('Department = "chemistry"')).get("RANK").value is False


def test_bad_input_never_raises(tmp_path):
    result = preview(None, None, None, None, "Nowhere", "Dancing")
    assert any("unknown state" in n for n in result.notes)
    assert result.transitions == ()
    broken = run(tmp_path, "START = (((\nSUSPEND = KeyboardIdle <\nIS_OWNER = 12 +\n", state="Owner", activity="Idle")
    assert "IS_OWNER does not evaluate to a boolean locally: the startd treats that as a fatal error" in broken.notes
    assert "START does not parse as a ClassAd expression: (((" in broken.notes
    assert broken.get("SUSPEND").reasons == ("its expanded value does not parse as a ClassAd expression",)
    assert broken.get("WANT_SUSPEND").value is False  # still the built-in default
    nothing = preview(config(tmp_path), None, machine(), job(), None, None)  # type: ignore[arg-type]
    assert not any(n.startswith("internal error") for n in nothing.notes) and nothing.transitions == ()
    circular = run(tmp_path, "START = START && IS_OWNER\nIS_OWNER = (START =?= False)\nSUSPEND = $(SUSPEND)\n",
                   state="Owner", activity="Idle")
    assert circular.get("START").value is not True and circular.get("IS_OWNER").value is False
    wrong_activity = run(tmp_path, state="Claimed", activity="Vacating")
    assert any("not one of Claimed's" in n for n in wrong_activity.notes)


def test_case_insensitive_state_and_settings_input(tmp_path):
    result = preview(config(tmp_path), Settings(), machine(keyboard_idle=10), job(), "claimed", "busy", now=NOW)
    assert (result.state, result.activity) == ("Claimed", "Busy")
    assert result.final == ("Claimed", "Suspended")


def test_document_input_uses_sample_ads(tmp_path):
    path = tmp_path / "condor_config"
    path.write_text(DESKTOP)
    document = Document.parse(path_to_uri(str(path)), "condor_config", DESKTOP, version=1)
    result = preview(document, AnalysisContext(), None, None, "Owner", "Idle")
    assert result.get("START").defined
    assert result.get("START").text == "((LoadAvg - CondorLoadAvg) <= 0.3) && KeyboardIdle > 15 * 60"


def test_transition_table_letters_are_from_the_diagram():
    letters = {r.letter for r in TRANSITIONS if r.letter}
    assert letters <= set("ABCDEFGHIJKLMNOP")
    # a rule that changes state carries a letter; one that changes only the activity does not
    for rule in TRANSITIONS:
        assert (rule.letter is None) == (rule.from_state == rule.to_state)


# ---------------------------------------------------------------------------- the CLI
def test_cli_on_the_examples(capsys):
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(EXAMPLES / "machine.ad"),
                 "--job", str(EXAMPLES / "job.ad")])
    out, _ = capsys.readouterr()
    assert code == 0
    assert "slot: Unclaimed/Idle (from the machine ad)" in out
    assert "START = true" in out
    assert "because KeyboardIdle (3600) > 15 * 60 (900) is true" in out
    assert "SUSPEND = false" in out
    assert "transition: none, the slot stays Unclaimed/Idle" in out


def test_cli_now_makes_timers_reproducible(capsys):
    argv = ["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(EXAMPLES / "machine.ad"),
            "--job", str(EXAMPLES / "job.ad"), "--state", "Preempting", "--activity", "Vacating"]
    assert main(argv + ["--now", str(NOW)]) == 0
    out = capsys.readouterr()[0]
    assert "KILL = false" in out and "(time() - EnteredCurrentActivity) (120) > 10 * 60 (600) is false" in out
    assert "transition: none, the slot stays Preempting/Vacating" in out
    assert main(argv + ["--now", str(NOW + 3600)]) == 0
    assert "transition: Preempting/Vacating -> Preempting/Killing (#21): KILL is true" in capsys.readouterr()[0]


def test_cli_json_and_transition(capsys, tmp_path):
    busy = tmp_path / "busy.ad"
    busy.write_text((EXAMPLES / "machine.ad").read_text().replace("KeyboardIdle = 3600", "KeyboardIdle = 5"))
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(busy),
                 "--job", str(EXAMPLES / "job.ad"), "--format", "json"])
    data = json.loads(capsys.readouterr()[0])
    assert code == 0 and (data["state"], data["activity"], data["state_source"]) == ("Unclaimed", "Idle", "machine ad")
    assert data["transitions"][0]["to"] == ["Owner", "Idle"]  # the keyboard is busy: START is false locally
    # a state other than the ad's starts in that state's usual activity (Busy for Claimed)
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(busy),
                 "--job", str(EXAMPLES / "job.ad"), "--format", "json", "--state", "Claimed"])
    data = json.loads(capsys.readouterr()[0])
    assert code == 0 and (data["state"], data["activity"], data["state_source"]) == ("Claimed", "Busy", "given")
    assert data["submit_requirements"] is None
    suspend = next(e for e in data["expressions"] if e["key"] == "SUSPEND")
    assert suspend["value"] == {"type": "boolean", "value": True}
    assert data["transitions"][0]["to"] == ["Claimed", "Suspended"]
    assert data["final"] == ["Claimed", "Suspended"]
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--state", "Owner"])
    out = capsys.readouterr()[0]
    assert "transition: Owner/Idle -> Unclaimed/Idle (letter A, #1)" in out


@pytest.mark.parametrize("argv", [["--machine", "/nonexistent.ad"], ["--config", "/nonexistent/condor_config"]])
def test_cli_unreadable_input(capsys, argv):
    base = ["policy", "--config", str(EXAMPLES / "condor_config")]
    code = main(base + argv)
    assert code == 2
    assert "condor-ls policy:" in capsys.readouterr()[1]


BACKFILL = DESKTOP + """ENABLE_BACKFILL = True
BACKFILL_SYSTEM = BOINC
START_BACKFILL = KeyboardIdle > 30 * $(MINUTE)
EVICT_BACKFILL = $(KeyboardBusy)
"""


def test_backfill_start_and_evict(tmp_path):
    text = BACKFILL.replace("IS_OWNER = (START =?= False)", "IS_OWNER = False")
    idle = run(tmp_path, text, state="Unclaimed", activity="Idle", m=machine(keyboard_idle=3600))
    assert idle.get("START_BACKFILL").local and idle.get("START_BACKFILL").value is True
    assert [(t.to_state, t.letter, t.number) for t in idle.transitions] == [("Backfill", "E", 7)]
    disabled = run(tmp_path, text.replace("ENABLE_BACKFILL = True", "ENABLE_BACKFILL = False"),
                   state="Unclaimed", activity="Idle")
    assert disabled.transitions == ()
    busy = run(tmp_path, text, state="Backfill", activity="Busy", m=machine(keyboard_idle=5))
    assert [(t.to_state, t.to_activity, t.number) for t in busy.transitions] == [("Backfill", "Killing", 28)]
    back = run(tmp_path, text, state="Backfill", activity="Idle", m=machine(keyboard_idle=5))
    assert [(t.to_state, t.letter, t.number) for t in back.transitions] == [("Owner", "K", 30)]


def test_backfill_expressions_hidden_when_not_configured(tmp_path):
    keys = [e.key for e in run(tmp_path).expressions]
    assert "START_BACKFILL" not in keys and "EVICT_BACKFILL" not in keys
    assert keys[:3] == ["START", "START@local", "IS_OWNER"]


# ---------------------------------------------------------------------------- state from the ad
# The startd policy documentation's scenarios, with the slot's state taken from its own ad (no
# --state). The current manual assumes the POLICY : Desktop template (whose IS_OWNER is
# START =?= False); the Condor 6 manual assumed that IS_OWNER as the built-in default.
OWNER_AD = """MyType = "Machine"
State = "Owner"
Activity = "Idle"
KeyboardIdle = 34
ConsoleIdle = 34
LoadAvg = 0.0
CondorLoadAvg = 0.0
EnteredCurrentState = 1763790000
EnteredCurrentActivity = 1763790000
"""
COLTRANE_AND = 'START = KeyboardIdle > 15 * $(MINUTE) && Owner == "coltrane"\n'
COLTRANE_OR = 'START = KeyboardIdle > 15 * $(MINUTE) || Owner == "coltrane"\n'


@pytest.mark.parametrize("prelude", ["use POLICY : Desktop\n", "IS_OWNER = (START =?= FALSE)\n"],
                         ids=["manual-desktop-template", "condor6-default-is-owner"])
def test_documented_coltrane_and_stays_in_owner(tmp_path, prelude):
    """"START = KeyboardIdle > 15 * $(MINUTE) && Owner == "coltrane" ... and if KeyboardIdle is
    34 seconds, then the machine would remain in the Owner state" (anything && FALSE is FALSE)."""
    result = preview(config(tmp_path, prelude + COLTRANE_AND), None, parse_ad(OWNER_AD), job(), now=NOW)
    assert (result.state, result.activity, result.state_source) == ("Owner", "Idle", "machine ad")
    assert result.get("START@local").value is False
    assert result.get("IS_OWNER").value is True
    assert result.transitions == () and result.final == ("Owner", "Idle")


@pytest.mark.parametrize("prelude", ["use POLICY : Desktop\n", "IS_OWNER = (START =?= FALSE)\n"],
                         ids=["manual-desktop-template", "condor6-default-is-owner"])
def test_documented_coltrane_or_becomes_unclaimed(tmp_path, prelude):
    """"... || Owner == "coltrane" and KeyboardIdle is 34 seconds, then the machine leaves the
    Owner state and becomes Unclaimed" (FALSE || UNDEFINED is UNDEFINED)."""
    result = preview(config(tmp_path, prelude + COLTRANE_OR), None, parse_ad(OWNER_AD), job(), now=NOW)
    assert (result.state, result.activity, result.state_source) == ("Owner", "Idle", "machine ad")
    local = result.get("START@local")
    assert local.value is UNDEFINED and any("Owner" in r and "undefined" in r for r in local.reasons)
    assert result.get("IS_OWNER").value is False
    assert [(t.to_state, t.to_activity, t.letter, t.number) for t in result.transitions] == [
        ("Unclaimed", "Idle", "A", 1)]
    # coltrane's own job would be started
    assert run(tmp_path, prelude + COLTRANE_OR, state="Owner", activity="Idle",
               m=parse_ad(OWNER_AD), j=job('Owner = "coltrane"')).get("START").value is True


def test_without_the_template_is_owner_defaults_to_false(tmp_path):
    """Today's built-in IS_OWNER is False (param table), so without the Desktop template even the
    && example leaves Owner: the documented outcome depends on the template's IS_OWNER."""
    result = preview(config(tmp_path, COLTRANE_AND), None, parse_ad(OWNER_AD), job(), now=NOW)
    assert result.get("START@local").value is False and result.get("IS_OWNER").value is False
    assert [t.to_state for t in result.transitions] == ["Unclaimed"]


TEST_JOB_POLICY = """use POLICY : Desktop
START      = ($(START)) || Owner == "coltrane"
SUSPEND    = ($(SUSPEND)) && Owner != "coltrane"
CONTINUE   = $(CONTINUE)
PREEMPT    = ($(PREEMPT)) && Owner != "coltrane"
KILL       = $(KILL)
"""


def test_documented_test_job_policy(tmp_path):
    """The manual's test-job policy: coltrane's jobs start whatever the machine is doing and are
    never suspended; anyone else's job on a claimed slot whose keyboard is busy is suspended."""
    busy = parse_ad(OWNER_AD.replace('"Owner"', '"Claimed"').replace('"Idle"', '"Busy"')
                    .replace("KeyboardIdle = 34", "KeyboardIdle = 10") + f"JobStart = {NOW - 60}\n")
    alice = preview(config(tmp_path, TEST_JOB_POLICY), None, busy, job('Owner = "alice"'), now=NOW)
    assert (alice.state, alice.activity) == ("Claimed", "Busy")
    assert alice.get("START").value is False and alice.get("SUSPEND").value is True
    assert [(t.to_activity, t.number) for t in alice.transitions] == [("Suspended", 14)]
    coltrane = preview(config(tmp_path, TEST_JOB_POLICY), None, busy, job('Owner = "coltrane"'), now=NOW)
    assert coltrane.get("START").value is True and coltrane.get("SUSPEND").value is False
    assert coltrane.get("PREEMPT").value is False and coltrane.transitions == ()


def test_cli_takes_the_state_from_the_ad(tmp_path, capsys):
    ad = tmp_path / "owner.ad"
    ad.write_text(OWNER_AD)
    for text, expected in ((COLTRANE_AND, "transition: none, the slot stays Owner/Idle"),
                           (COLTRANE_OR, "transition: Owner/Idle -> Unclaimed/Idle (letter A, #1)")):
        path = tmp_path / "condor_config"
        path.write_text("use POLICY : Desktop\n" + text)
        assert main(["policy", "--config", str(path), "--machine", str(ad), "--now", str(NOW)]) == 0
        out = capsys.readouterr()[0]
        assert out.startswith("slot: Owner/Idle (from the machine ad)\n") and expected in out


def test_state_and_activity_overrides(tmp_path):
    text = "use POLICY : Desktop\n" + COLTRANE_AND
    claimed = run(tmp_path, text, state="Claimed", activity=None, m=parse_ad(OWNER_AD))
    assert (claimed.state, claimed.activity, claimed.state_source) == ("Claimed", "Busy", "given")
    same = run(tmp_path, text, state="owner", activity=None, m=parse_ad(OWNER_AD))
    assert (same.state, same.activity) == ("Owner", "Idle")
    suspended = run(tmp_path, text, state=None, activity="Suspended",
                    m=parse_ad(OWNER_AD.replace('"Owner"', '"Claimed"')))
    assert (suspended.state, suspended.activity, suspended.state_source) == ("Claimed", "Suspended", "machine ad")
    # an ad with a Claimed state keeps its own activity
    retiring = run(tmp_path, text, state=None, activity=None,
                   m=parse_ad(OWNER_AD.replace('"Owner"', '"Claimed"').replace('"Idle"', '"Retiring"')))
    assert (retiring.state, retiring.activity) == ("Claimed", "Retiring")


def test_ad_without_state_starts_in_owner(tmp_path):
    bare = parse_ad("\n".join(line for line in OWNER_AD.splitlines() if not line.startswith(("State", "Activity"))))
    result = run(tmp_path, "use POLICY : Desktop\n" + COLTRANE_AND, state=None, activity=None, m=bare)
    assert (result.state, result.activity, result.state_source) == ("Owner", "Idle", "default")
    assert any("no State" in n for n in result.notes)
    odd = parse_ad(OWNER_AD.replace('State = "Owner"', "State = 12"))
    assert run(tmp_path, COLTRANE_AND, state=None, activity=None, m=odd).state_source == "default"


def test_sample_machine_ad_state_applies_without_an_ad(tmp_path):
    """No machine ad: the bundled sample (an Unclaimed/Idle desktop) in its own state; a sample
    ad named in the settings brings its own."""
    result = preview(config(tmp_path), None, None, job(), now=NOW)
    assert (result.state, result.activity, result.state_source) == ("Unclaimed", "Idle", "machine ad")
    mine = tmp_path / "mine.ad"
    mine.write_text(OWNER_AD)
    settings = Settings.from_json({"sampleAds": {"machine": str(mine)}})[0]
    owned = preview(config(tmp_path, "use POLICY : Desktop\n" + COLTRANE_AND), settings, None, job(), now=NOW)
    assert (owned.state, owned.activity) == ("Owner", "Idle") and owned.transitions == ()


def test_a_captured_ad_is_previewed_at_its_own_clock(tmp_path):
    """Without a time given, time() is the machine ad's MyCurrentTime (when the daemon made
    the ad): the timers of an ad captured long ago read as they did then, not as days since."""
    captured = machine(entered=1_700_000_000, extra="MyCurrentTime = 1700000120")
    result = preview(config(tmp_path), None, captured, job(), "Preempting", "Vacating")
    kill = next(e for e in result.expressions if e.key == "KILL")
    assert kill.value is False
    assert any("MyCurrentTime (2023-11-14 22:15:20 UTC)" in note for note in result.notes)
    later = preview(config(tmp_path), None, captured, job(), "Preempting", "Vacating", now=1_700_003_600)
    assert next(e for e in later.expressions if e.key == "KILL").value is True
    assert not any("MyCurrentTime" in note for note in later.notes)  # a time given wins


@pytest.mark.parametrize("clock", ["", "MyCurrentTime = \"soon\"", "MyCurrentTime = -5"])
def test_without_a_usable_clock_the_preview_uses_the_current_time(tmp_path, clock):
    result = preview(config(tmp_path), None, machine(entered=1_700_000_000, extra=clock), job(),
                     "Preempting", "Vacating")
    assert next(e for e in result.expressions if e.key == "KILL").value is True  # years since 2023
    assert not any("MyCurrentTime" in note for note in result.notes)


def test_bundled_sample_slot_has_consistent_timers(capsys):
    """The bundled sample machine ad entered its state five minutes before its own clock, so
    a desktop policy's timers are plausible (no KILL after three years of idling)."""
    assert main(["policy", "--config", str(EXAMPLES / "condor_config")]) == 0
    out = capsys.readouterr()[0]
    assert "KILL = false" in out and "(time() - EnteredCurrentActivity) (300) > 10 * 60 (600) is false" in out


def test_reals_reached_through_an_ad_print_as_written(capsys):
    """A macro's literal reached through an attribute is printed as people write it (0.5),
    not in the library's unparsed form (5.000000000000000E-01)."""
    assert main(["policy", "--config", str(EXAMPLES / "condor_config")]) == 0
    out = capsys.readouterr()[0]
    assert "E-01" not in out and ">= 0.5 is false" in out
