#include "ChildProcess.h"

#include <QProcess>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fw::bench {

bool measureChild(int argc, char *argv[], int &exitCode)
{
    if (argc < 3 || std::strcmp(argv[1], MeasureOption) != 0)
        return false;
    exitCode = 1;
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0)
        return true;
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            dup2(null, STDERR_FILENO);
        }
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    pid_t waited = 0;
    do {
        waited = wait4(pid, &status, 0, &usage);
    } while (waited < 0 && errno == EINTR);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    if (waited != pid || !WIFEXITED(status) || WEXITSTATUS(status) == 127)
        return true;
    // Linux counts ru_maxrss in KiB.
    std::printf("%d %.6f %ld\n", WEXITSTATUS(status), elapsed.count(), usage.ru_maxrss);
    exitCode = 0;
    return true;
}

ChildRun runChild(const QString &tool, const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(tool, QStringList{QLatin1String(MeasureOption), program} + arguments);
    ChildRun run;
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return run;
    const QList<QByteArray> figures = p.readAllStandardOutput().trimmed().split(' ');
    if (figures.size() != 3)
        return run;
    run.ok = true;
    run.exitCode = figures[0].toInt();
    run.seconds = figures[1].toDouble();
    run.peakBytes = figures[2].toDouble() * 1024.0;
    return run;
}

} // namespace fw::bench
